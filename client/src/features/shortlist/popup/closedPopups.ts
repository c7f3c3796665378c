/**
 * Popups a student closed in this browser session (spec 2 section 4: "Closing hides it for the
 * session"), per student, in sessionStorage. The key starts with the app's "gradplan." prefix,
 * so logging out forgets them: the next login is a new session and may show the popup again.
 */
import { STORAGE_PREFIX } from "../../../shared/session/session";

export function closedPopupsKey(studentId: string): string {
  return `${STORAGE_PREFIX}closed-popups:${studentId}`;
}

export function closedPopups(studentId: string): number[] {
  try {
    const raw = window.sessionStorage.getItem(closedPopupsKey(studentId));
    const ids: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function markPopupClosed(studentId: string, popupId: number): void {
  const ids = closedPopups(studentId);
  if (ids.includes(popupId)) return;
  try {
    window.sessionStorage.setItem(closedPopupsKey(studentId), JSON.stringify([...ids, popupId]));
  } catch {
    // Storage disabled: the machine has closed it for this visit all the same.
  }
}
