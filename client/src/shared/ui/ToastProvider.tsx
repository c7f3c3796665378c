/**
 * Holds the visible toasts and renders them in one polite live region at the foot of the screen
 * (issue 32: they covered a card's Remove, the SOP meter, 'Update Resume'). While any shows, the
 * page gets their height as room at its end, and the control just used is scrolled clear of
 * them; Escape closes the newest (unless a dialog is open and focus is in it).
 */
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import styled from "styled-components";
import { Toast } from "./Toast";
import { type ToastApi, ToastContext, type ToastKind, type ToastMessage } from "./toastContext";

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
    };
    return {
      success: show("success"),
      error: show("error"),
      warning: show("warning"),
      info: show("info"),
      dismiss,
    };
  }, [dismiss]);

  const region = useRef<HTMLDivElement>(null);
  useCloseOnEscape(toasts, dismiss, region);
  useRoomForToasts(toasts.length, region);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the DOM so screen readers announce toasts added later. */}
      <Region ref={region} role="status" aria-live="polite" aria-label="Notifications">
        <List>
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onClose={dismiss} />
          ))}
        </List>
      </Region>
    </ToastContext.Provider>
  );
}

function useCloseOnEscape(
  toasts: ToastMessage[],
  dismiss: (id: number) => void,
  region: RefObject<HTMLDivElement | null>,
) {
  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    if (newest === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const inToasts = region.current?.contains(document.activeElement) ?? false;
      // A dialog's Escape is the dialog's own.
      if (!inToasts && document.querySelector("[role=dialog][aria-modal=true]")) return;
      dismiss(newest);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [newest, dismiss, region]);
}

/** The toasts' height as room at the page's end, and the focused control scrolled above them. */
function useRoomForToasts(count: number, region: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = region.current;
    if (!el || count === 0) return;
    const makeRoom = () => {
      const top = el.getBoundingClientRect().top;
      const room = window.innerHeight - top;
      document.body.style.paddingBottom = room > 0 ? `${room}px` : "";
      const used = document.activeElement;
      if (!used || used === document.body || el.contains(used)) return;
      const bottom = used.getBoundingClientRect().bottom;
      if (bottom > top) window.scrollBy({ top: bottom - top + 8 });
    };
    makeRoom();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(makeRoom);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [count, region]);
}

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  pointer-events: none;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;

  & > li {
    pointer-events: auto;
    width: min(100%, 420px);
  }
`;
