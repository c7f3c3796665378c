/** /callback-error?error=...: the email-access grant did not complete. */

import { CALLBACK_PARAMS } from "@gradplan/schema";
import { useSearchParams } from "react-router-dom";
import { CallbackResult } from "./CallbackResult";
import { callbackErrorOutcome } from "./callbackMessages";

export function CallbackErrorPage() {
  const [params] = useSearchParams();
  return <CallbackResult outcome={callbackErrorOutcome(params.get(CALLBACK_PARAMS.error))} />;
}
