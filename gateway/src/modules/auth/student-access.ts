/**
 * Who may touch a student's data through GraphQL: the student alone writes; a staff key may
 * also read. 401 without a session, 403 for another student's id (DESIGN.md section 3).
 */
import { AUTH_MESSAGES } from "@gradplan/schema";
import type { Request } from "express";
import { ForbiddenError, UnauthenticatedError } from "../../core/errors";
import { currentStaff } from "../staff/staff-keys";
import { currentStudentId } from "./session";

export async function requireStudentOwner(req: Request, studentId: string): Promise<void> {
  const own = await currentStudentId(req);
  if (!own) throw new UnauthenticatedError(AUTH_MESSAGES.signInRequired);
  if (own !== studentId) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
}

export async function requireStudentReader(req: Request, studentId: string): Promise<void> {
  if (await currentStaff(req)) return;
  await requireStudentOwner(req, studentId);
}
