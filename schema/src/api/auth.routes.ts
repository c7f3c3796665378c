/** Accounts (spec 1 section 4; DESIGN.md section 3): sessions live in httpOnly cookies. */
import type { SessionUser } from "../auth";
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from "../auth.schemas";
import { defineRoute } from "./contract";
import { PATHS } from "./paths";

const tag = "Accounts";
type Signed = { success: true; user: SessionUser };
type Done = { success: true };

export const authRoutes = {
  register: defineRoute<Signed>()({
    name: "register",
    method: "POST",
    path: PATHS.auth.register,
    guard: "public",
    summary: "Create an account and sign in (sets the session cookies).",
    tag,
    body: registerInputSchema,
    statuses: { 201: "Registered and signed in.", 409: "The email is taken." },
  }),
  login: defineRoute<Signed>()({
    name: "login",
    method: "POST",
    path: PATHS.auth.login,
    guard: "public",
    summary: "Sign in with email and password (sets the session cookies).",
    tag,
    body: loginInputSchema,
    statuses: { 401: "Wrong email or password.", 429: "Too many attempts." },
  }),
  refreshToken: defineRoute<Signed>()({
    name: "refreshToken",
    method: "POST",
    path: PATHS.auth.refreshToken,
    guard: "public",
    summary: "Rotate the refresh cookie and issue a new access cookie.",
    tag,
    statuses: { 401: "No valid refresh cookie: the session has ended." },
  }),
  logout: defineRoute<Done>()({
    name: "logout",
    method: "POST",
    path: PATHS.auth.logout,
    guard: "public",
    summary: "End the session on this browser and revoke its refresh tokens.",
    tag,
  }),
  forgotPassword: defineRoute<{ success: true; message: string }>()({
    name: "forgotPassword",
    method: "POST",
    path: PATHS.auth.forgotPassword,
    guard: "public",
    summary: "Email a one-time password reset link (the answer is the same for any email).",
    tag,
    body: forgotPasswordInputSchema,
    statuses: { 429: "Too many attempts." },
  }),
  resetPassword: defineRoute<Done>()({
    name: "resetPassword",
    method: "POST",
    path: PATHS.auth.resetPassword,
    guard: "public",
    summary: "Set a new password with a reset link's token; ends every session.",
    tag,
    body: resetPasswordInputSchema,
  }),
  me: defineRoute<SessionUser>()({
    name: "me",
    method: "GET",
    path: PATHS.auth.me,
    guard: "signed-in",
    summary: "The signed-in student.",
    tag,
  }),
  providers: defineRoute<{ google: boolean }>()({
    name: "providers",
    method: "GET",
    path: PATHS.auth.providers,
    guard: "public",
    summary: "Which outside sign-in providers are configured.",
    tag,
  }),
  google: defineRoute<never>()({
    name: "google",
    method: "GET",
    path: PATHS.auth.google,
    guard: "public",
    summary: "Start “Continue with Google”: a redirect to Google.",
    tag,
    produces: "redirect",
    statuses: { 302: "To Google, or back to /login with error=google.", 404: "Not configured." },
  }),
  googleCallback: defineRoute<never>()({
    name: "googleCallback",
    method: "GET",
    path: PATHS.auth.googleCallback,
    guard: "public",
    summary: "Google's way back: signs in and redirects to /login.",
    tag,
    produces: "redirect",
    statuses: { 302: "To /login, signed in or with error=google.", 404: "Not configured." },
  }),
} as const;
