// An island (app/islands/README.md): RequestChat, hydrated in the browser on its own.
import { RequestChat } from "#app/components/consultations/request-chat.tsx";
import { withTexts } from "#app/lib/with-texts.tsx";

export const RequestChatIsland = withTexts(RequestChat);
