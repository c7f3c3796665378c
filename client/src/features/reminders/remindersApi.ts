/** The reminders' one REST call from the browser: the unsubscribe link of a reminder email. */
import { PATHS, pathOf } from "@gradplan/schema";
import { restRequest } from "../../shared/rest/rest";

export const remindersApi = {
  unsubscribe: (token: string) =>
    restRequest(pathOf(PATHS.reminders.unsubscribe, { token }), { method: "POST" }),
};
