/**
 * The newsletter's REST calls. Light on purpose (paths from PATHS, no zod, no Apollo): the
 * subscribe box sits on the landing page, whose initial JS has a budget.
 */
import { PATHS, pathOf } from "@gradplan/schema";
import { restRequest } from "../../shared/rest/rest";

interface Answer {
  success: boolean;
  message: string;
}

export const newsletterApi = {
  subscribe: (email: string) =>
    restRequest<Answer>(pathOf(PATHS.newsletter.subscribe), { method: "POST", body: { email } }),
  unsubscribe: (token: string) =>
    restRequest<Answer>(pathOf(PATHS.newsletter.unsubscribe, { token }), { method: "POST" }),
  confirm: (token: string) =>
    restRequest<Answer>(pathOf(PATHS.newsletter.confirm, { token }), { method: "POST" }),
};
