// A virtual first consultation's own video room. By default an unguessable Jitsi Meet room (128
// random bits in its name: meet.jit.si needs no account, and a room exists while someone is in it);
// the clinic may set its provider's URL template in its facts (content/clinica.yml `videoRoomUrl`,
// e.g. https://zoom.example/j/{room}), where {room} is replaced by the random name. A template
// without {room} is used as it is (one fixed room for every visit: docs/booking.md says why not).
import { randomBytes } from "node:crypto";

export const DEFAULT_VIDEO_ROOM = "https://meet.jit.si/{room}";

export function videoRoomUrl(template: string = DEFAULT_VIDEO_ROOM, random = () => randomBytes(16).toString("hex")): string {
  return template.replace("{room}", `PrimeraConsulta-${random()}`);
}
