/**
 * A layout route for public pages that a signed-in student sees inside the platform (spec 2
 * section 2: /university-search): the platform frame when signed in, the bare page otherwise.
 */
import { Outlet } from "react-router-dom";
import { useSession } from "../shared/session/useSession";
import { PlatformLayout } from "./PlatformLayout";

export function SignedInPlatformLayout() {
  const { user } = useSession();
  return user ? <PlatformLayout /> : <Outlet />;
}
