// An island (app/islands/README.md): RequestChat, hydrated in the browser on its own.
import { RequestChat } from "~/components/consultations/request-chat";
import { withTexts } from "~/lib/with-texts";

export const RequestChatIsland = withTexts(RequestChat);
