/** /callback-error?error=...: the email-access grant did not complete. */
import { useSearchParams } from "react-router-dom";
import { CALLBACK_PARAMS } from "../../shared/constants";
import { CallbackResult } from "./CallbackResult";
import { callbackErrorOutcome } from "./callbackMessages";

export function CallbackErrorPage() {
  const [params] = useSearchParams();
  return <CallbackResult outcome={callbackErrorOutcome(params.get(CALLBACK_PARAMS.error))} />;
}
