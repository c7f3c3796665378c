/**
 * Starts the page's two machines and wires them together: the edit flow's emitted profiles go
 * into the data machine, and both machines' outcomes become toasts.
 */
import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { useToast } from "../../shared/ui/toastContext";
import { type ProfileDataMachine, profileDataMachine } from "./profileData.machine";
import { type ProfileEditMachine, profileEditMachine } from "./profileEdit.machine";

export interface ProfileMachines {
  /** Tests pass `profileDataMachine.provide(...)` and `profileEditMachine.provide(...)`. */
  dataMachine?: ProfileDataMachine;
  editMachine?: ProfileEditMachine;
}

export function useProfileActors(
  studentId: string,
  { dataMachine = profileDataMachine, editMachine = profileEditMachine }: ProfileMachines = {},
) {
  const toast = useToast();
  const data = useActorRef(dataMachine, { input: { studentId } });
  const edit = useActorRef(editMachine, { input: { studentId } });

  useEffect(() => {
    const showProfile = ({ profile }: { profile: StudentProfile }) =>
      data.send({ type: "data.profile", profile });
    const subscriptions = [
      data.on("data.failed", ({ message }) => toast.error(message)),
      edit.on("edit.applied", showProfile),
      edit.on("edit.restored", showProfile),
      edit.on("edit.saved", showProfile),
      edit.on("edit.succeeded", () => toast.success(M.updated)),
      edit.on("edit.failed", () => toast.error(M.updateFailed)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [data, edit, toast]);

  return { data, edit };
}
