/** The card's '+': check-and-add the course, with the spec's toasts (spec 2 sections 4 and 8). */
import { useCallback, useState } from "react";
import { useToast } from "../../shared/ui/toastContext";
import { searchApi } from "./searchApi";
import { SEARCH_TEXT } from "./searchText";

export interface AddToShortlist {
  add: (courseId: number) => Promise<void>;
  /** Courses with a request under way: their buttons are disabled so one click adds once. */
  pending: ReadonlySet<number>;
}

export function useAddToShortlist(studentId: string | null): AddToShortlist {
  const toast = useToast();
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());

  const add = useCallback(
    async (courseId: number) => {
      // The button only shows logged in; a session lost meanwhile is the failure case.
      if (!studentId) {
        toast.error(SEARCH_TEXT.addFailed);
        return;
      }
      setPending((current) => new Set(current).add(courseId));
      try {
        const { exists } = await searchApi.checkAndAddCourse(studentId, courseId);
        if (exists) toast.warning(SEARCH_TEXT.alreadyPresent);
        else toast.success(SEARCH_TEXT.added);
      } catch (error) {
        console.error("Adding to the shortlist failed:", error);
        toast.error(SEARCH_TEXT.addFailed);
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(courseId);
          return next;
        });
      }
    },
    [studentId, toast],
  );

  return { add, pending };
}
