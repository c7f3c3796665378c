/** The toast API every feature uses: `const toast = useToast(); toast.success("...")`. */
import { createContext, useContext } from "react";

export type ToastKind = "success" | "error" | "warning" | "info";

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
}

export type ToastApi = Record<ToastKind, (message: string) => void> & {
  dismiss: (id: number) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>.");
  return api;
}
