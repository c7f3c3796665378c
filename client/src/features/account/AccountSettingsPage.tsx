/**
 * /account-settings (issue 15): the password, the emails we send, the data export, email access
 * (issue 17: shown only where the server offers it) and deleting the account, one section (h2)
 * each.
 */
import { useId } from "react";
import { useSession } from "../../shared/session/useSession";
import { Page } from "../../shared/ui/Page";
import { ConnectEmailCard } from "../email-grant";
import { DownloadLink, Section } from "./AccountSettings.styles";
import { accountApi } from "./accountApi";
import { ACCOUNT_TEXT } from "./accountText";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { NotificationsSection } from "./NotificationsSection";
import { PasswordSection } from "./PasswordSection";

export function AccountSettingsPage() {
  const { user } = useSession();
  const dataId = useId();
  // RequireSession renders this page only for a signed-in student.
  if (!user) return null;
  const studentId = user.student_id;
  return (
    <Page title={ACCOUNT_TEXT.title} lead={ACCOUNT_TEXT.lead}>
      <PasswordSection />
      <NotificationsSection email={user.email} />
      <Section aria-labelledby={dataId}>
        <h2 id={dataId}>{ACCOUNT_TEXT.data.heading}</h2>
        <p>{ACCOUNT_TEXT.data.hint}</p>
        <DownloadLink href={accountApi.exportUrl(studentId)} download>
          {ACCOUNT_TEXT.data.download}
        </DownloadLink>
      </Section>
      <ConnectEmailCard studentId={studentId} />
      <DeleteAccountSection studentId={studentId} />
    </Page>
  );
}
