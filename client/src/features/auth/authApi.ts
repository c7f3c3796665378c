/** REST calls of the auth domain (DESIGN.md section 3). Tokens travel only as httpOnly cookies. */
import {
  type API,
  PATHS,
  pathOf,
  type RouteAnswer,
  type SessionUser,
  type StudentCategory,
} from "@gradplan/schema";
import { RestError, restRequest } from "../../shared/rest/rest";
import { parseSessionUser } from "../../shared/session/session";
import {
  FORM_FALLBACK_MESSAGE,
  FormFailure,
  fieldMessagesOf,
} from "../../shared/ui/form/formFailure";

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest extends LoginRequest {
  confirmPassword: string;
  firstName: string;
  lastName: string;
  category: StudentCategory;
  applyingSemester?: string;
}

interface UserAnswer {
  success: boolean;
  user?: unknown;
}

/** Turns the answer into a valid SessionUser or a FormFailure the forms can show. */
async function userCall(path: string, body: object, fallbackMessage: string): Promise<SessionUser> {
  const answer = await failingPost<UserAnswer>(path, body, fallbackMessage);
  const user = answer.success ? parseSessionUser(answer.user) : null;
  if (!user) throw new FormFailure(fallbackMessage);
  return user;
}

/** A POST whose failures become AuthFailures: the server's message for 4xx, a fallback otherwise. */
async function failingPost<T>(path: string, body: object, fallbackMessage: string): Promise<T> {
  try {
    return await restRequest<T>(path, { method: "POST", body });
  } catch (error) {
    if (error instanceof RestError && error.status < 500) {
      throw new FormFailure(
        error.message,
        fieldMessagesOf((error.body as { errors?: unknown } | null | undefined)?.errors),
      );
    }
    throw new FormFailure(fallbackMessage);
  }
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** The server answers the same message whether or not the account exists (no enumeration). */
async function forgotPassword(email: string): Promise<string> {
  const answer = await failingPost<{ success: boolean; message?: string }>(
    pathOf(PATHS.auth.forgotPassword),
    { email },
    FORM_FALLBACK_MESSAGE,
  );
  if (!answer.success || !answer.message) throw new FormFailure(FORM_FALLBACK_MESSAGE);
  return answer.message;
}

async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  const answer = await failingPost<{ success: boolean; message?: string }>(
    pathOf(PATHS.auth.resetPassword),
    request,
    FORM_FALLBACK_MESSAGE,
  );
  if (!answer.success) throw new FormFailure(answer.message ?? FORM_FALLBACK_MESSAGE);
}

export const authApi = {
  login: (request: LoginRequest) =>
    userCall(pathOf(PATHS.auth.login), request, FORM_FALLBACK_MESSAGE),
  register: (request: RegisterRequest) =>
    userCall(pathOf(PATHS.auth.register), request, FORM_FALLBACK_MESSAGE),
  forgotPassword,
  resetPassword,
  /** Which sign-in providers the server has configured (the Google button shows only then). */
  providers: () =>
    restRequest<RouteAnswer<typeof API.auth.providers>>(pathOf(PATHS.auth.providers)),
  /** The session a provider sign-in just made: the server set the cookies, this reads the user. */
  me: () => restRequest<RouteAnswer<typeof API.auth.me>>(pathOf(PATHS.auth.me)),
};
