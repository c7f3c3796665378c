/**
 * Accessible dialog: rendered in a portal, labelled by its title, focus moved in and trapped,
 * Escape or the close button close it, and focus goes back to where it was on close.
 */
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from "react";
import { createPortal } from "react-dom";
import styled, { css } from "styled-components";
import { IconButton } from "./Button";
import { focusableElements } from "./focusable";
import { ToastOutlet } from "./ToastOutlet";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons such as Cancel and Update. */
  footer?: ReactNode;
  /** Element to focus on open; the dialog itself by default, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** "wide": grows with its content up to 72rem, for columns side by side (a comparison). */
  size?: ModalSize;
}

export type ModalSize = "default" | "wide";

const WIDTHS: Record<ModalSize, ReturnType<typeof css>> = {
  default: css`width: min(100%, 640px);`,
  wide: css`
    width: fit-content;
    min-width: min(100%, 640px);
    max-width: min(100%, 72rem);
  `,
};

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  initialFocusRef,
  size = "default",
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden"; // the page behind must not scroll under the dialog
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === "Tab" && dialogRef.current) trapTab(event, dialogRef.current);
  };

  return createPortal(
    <Backdrop>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton aria-label="Close dialog" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </Header>
        <ToastOutlet inset="1.5rem" />
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

/** Wraps Tab and Shift+Tab around the dialog's focusable elements. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const elements = focusableElements(dialog);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  /* One column as wide as the screen: an auto column grew with wide content (a table), so the
     dialog outgrew a phone's screen and its buttons could not be reached. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  ${({ $size }) => WIDTHS[$size]}
  max-height: calc(100vh - 2rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1rem 0.5rem 1.5rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Body = styled.div`
  padding: 0.5rem 1.5rem 1.5rem;
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
