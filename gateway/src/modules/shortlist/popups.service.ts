/**
 * The status-update popup (spec 2: Popup). The server decides whether it shows: at least one
 * shortlisted course asks for a status (schema's `needsStatusUpdate`: still Shortlisted after its
 * regular deadline, or still Applied well after it) and the student has not chosen 'Never Show
 * Again'. docs/shortlist.md says why.
 */
import {
  isoDay,
  needsStatusUpdate,
  POPUP_FOR,
  type Popup as PopupAnswer,
  type PopupFor,
} from "@gradplan/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError } from "../../core/errors";
import { Student } from "../auth/student.entity";
import type { ShortlistReadService } from "./shortlist-read.service";
import { Popup, PopupDismissal } from "./shortlist-records.entities";

export const POPUP_MESSAGES = { notFound: "We could not find this popup." } as const;

export class PopupService {
  constructor(
    private readonly em: EntityManager,
    private readonly read: ShortlistReadService,
  ) {}

  /** Every popup with `show` decided for this student on `today` (ISO date). */
  async popups(studentId: string, today = isoDay(new Date())): Promise<PopupAnswer[]> {
    const [popups, dismissals] = await Promise.all([
      this.em.find(Popup, {}, { orderBy: { id: "asc" } }),
      this.em.find(PopupDismissal, { student: studentId }, { fields: ["popup"] }),
    ]);
    const dismissed = new Set(dismissals.map((d) => d.popup.id));
    const wanted = await this.wanted(studentId, today);
    return popups.map((popup) => ({
      id: popup.id,
      show: !dismissed.has(popup.id) && wanted.has(popup.popupFor as PopupFor),
      show_after_seconds: popup.showAfterSeconds,
      popup_for: popup.popupFor as PopupFor,
    }));
  }

  /** 'Never Show Again' (true) or undoing it (false); 404 for an unknown popup. */
  async dismiss(studentId: string, popupId: number, isDismissed: boolean): Promise<void> {
    const popup = await this.em.findOne(Popup, popupId);
    if (!popup) throw new NotFoundError(POPUP_MESSAGES.notFound);
    if (!isDismissed) {
      await this.em.nativeDelete(PopupDismissal, { student: studentId, popup: popupId });
      return;
    }
    await this.em.upsert(
      PopupDismissal,
      {
        student: this.em.getReference(Student, studentId),
        popup,
        dismissedAt: new Date(),
      },
      { onConflictAction: "ignore" },
    );
  }

  private async wanted(studentId: string, today: string): Promise<Set<PopupFor>> {
    const courses = (await this.read.shortlist(studentId)).flat();
    const wanted = new Set<PopupFor>();
    const due = courses.some((course) =>
      needsStatusUpdate(
        course.status,
        course.applicationDeadlines.regular_deadline,
        course.applicationDeadlines.rolling,
        today,
      ),
    );
    if (due) wanted.add(POPUP_FOR.statusUpdate);
    return wanted;
  }
}
