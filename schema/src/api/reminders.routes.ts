/**
 * Deadline reminder emails (docs/reminders.md, ours): the student's choice, read and changed,
 * and the one-click unsubscribe the emails link to (RFC 8058: no cookies, a form body or none).
 */
import { z } from "zod";
import type { NotificationChoices, UnsubscribeAnswer } from "../reminders";
import { defineRoute } from "./contract";
import { studentParams } from "./inputs";
import { PATHS } from "./paths";

const tag = "Reminders";

export const notificationChoicesBody = z.object({
  deadline_reminders: z.boolean({ error: "deadline_reminders must be true or false." }),
});

/** The secret of one reminder email's unsubscribe link. */
export const unsubscribeParams = z.object({
  token: z.string().meta({ description: "The unsubscribe link's secret token." }),
});

export const reminderRoutes = {
  notificationChoices: defineRoute<NotificationChoices>()({
    name: "notificationChoices",
    method: "GET",
    path: PATHS.reminders.notificationChoices,
    guard: "own-student",
    summary: "The student's email choices: whether deadline reminders are on (default true).",
    tag,
    params: studentParams,
  }),
  setNotificationChoices: defineRoute<NotificationChoices>()({
    name: "setNotificationChoices",
    method: "PUT",
    path: PATHS.reminders.setNotificationChoices,
    guard: "own-student",
    summary: "Turn deadline reminder emails on or off; answers the choices as stored.",
    tag,
    params: studentParams,
    body: notificationChoicesBody,
  }),
  unsubscribe: defineRoute<UnsubscribeAnswer>()({
    name: "unsubscribeReminders",
    method: "POST",
    path: PATHS.reminders.unsubscribe,
    guard: "public",
    summary:
      "One-click unsubscribe from deadline reminders (RFC 8058): the token is the key; any body (List-Unsubscribe=One-Click as a form, or none) is ignored.",
    tag,
    params: unsubscribeParams,
    acceptsForm: true,
    statuses: { 404: "No reminder email carried this token." },
  }),
} as const;
