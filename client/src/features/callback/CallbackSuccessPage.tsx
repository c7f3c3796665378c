/** /callback-success?success=...: the email-access grant completed. */

import { CALLBACK_PARAMS } from "@gradplan/schema";
import { useSearchParams } from "react-router-dom";
import { CallbackResult } from "./CallbackResult";
import { callbackSuccessOutcome } from "./callbackMessages";

export function CallbackSuccessPage() {
  const [params] = useSearchParams();
  return <CallbackResult outcome={callbackSuccessOutcome(params.get(CALLBACK_PARAMS.success))} />;
}
