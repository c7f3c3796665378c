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

/**
 * Registers an element toasts may show in and returns its unregistering; the newest registered
 * (an open dialog's, else the header's strip) holds them, so a toast takes room of its own and
 * covers nothing (issue 32).
 */
export type ToastOutletRegistry = (element: HTMLElement) => () => void;

export const ToastOutletContext = createContext<ToastOutletRegistry | null>(null);
