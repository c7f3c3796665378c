/**
 * A strip in the layout's flow where toasts show: under the navbar's bar, and under an open
 * dialog's title. Empty, it takes no room; holding a toast, it pushes what follows down instead
 * of covering it. The newest strip holds the one live region (ToastProvider).
 */
import { useContext, useLayoutEffect, useRef } from "react";
import styled from "styled-components";
import { ToastOutletContext } from "./toastContext";

export function ToastOutlet({ inset = "1rem" }: { inset?: string }) {
  const register = useContext(ToastOutletContext);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!register || !ref.current) return;
    return register(ref.current);
  }, [register]);
  return <Strip ref={ref} style={{ paddingInline: inset }} />;
}

const Strip = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;
