/**
 * The deadline calendar: the .ics download (a plain link; the cookie authenticates it) and the
 * private subscription link. Whether a link exists, and since when, is read from the server; a
 * new link is shown once, here, with a copy button, and replaces the old one (asked first).
 */
import { useQuery } from "@apollo/client/react";
import { PATHS, pathOf } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { memo, useEffect, useId, useRef } from "react";
import { CalendarFeedDocument } from "../../graphql/generated";
import { Button } from "../../shared/ui/Button";
import { formatDay } from "../../shared/ui/dates";
import { Modal } from "../../shared/ui/Modal";
import { useToast } from "../../shared/ui/toastContext";
import { calendarLinkMachine } from "./calendarLink.machine";
import { CalendarBox, DownloadLink, Muted, UrlBox, UrlRow, Warning } from "./ShortlistPage.styles";
import { feedSince, SHORTLIST_TEXT } from "./shortlistPageText";

// Memoized: the list's answers redraw the page, not this section.
export const CalendarSection = memo(function CalendarSection({ studentId }: { studentId: string }) {
  const headingId = useId();
  const urlId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const feed = useQuery(CalendarFeedDocument);
  const actor = useActorRef(calendarLinkMachine, { input: { studentId } });
  const url = useSelector(actor, (state) => state.context.url);
  const creating = useSelector(actor, (state) => state.matches("creating"));
  const confirming = useSelector(actor, (state) => state.matches("confirming"));
  const active = feed.data?.calendarFeed.active ?? false;
  const createdAt = feed.data?.calendarFeed.createdAt ?? null;

  useEffect(() => {
    const subscription = actor.on("calendar.failed", () => toast.error(SHORTLIST_TEXT.feedFailed));
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  // The new link is what the student came for: take them (and their screen reader) to it.
  useEffect(() => {
    if (url) urlRef.current?.focus();
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? "");
      toast.success(SHORTLIST_TEXT.copied);
    } catch {
      urlRef.current?.select();
      toast.info(SHORTLIST_TEXT.copyFailed);
    }
  };

  return (
    <CalendarBox aria-labelledby={headingId}>
      <h2 id={headingId}>{SHORTLIST_TEXT.calendarHeading}</h2>
      <p>{SHORTLIST_TEXT.downloadHint}</p>
      <DownloadLink href={pathOf(PATHS.shortlist.calendar, { student_id: studentId })} download>
        {SHORTLIST_TEXT.download}
      </DownloadLink>

      <h3>{SHORTLIST_TEXT.subscribeHeading}</h3>
      <p>{SHORTLIST_TEXT.subscribeHint}</p>
      <p>
        {feed.data
          ? active && createdAt
            ? feedSince(formatDay(createdAt))
            : SHORTLIST_TEXT.noFeed
          : feed.error
            ? null
            : SHORTLIST_TEXT.feedLoading}
      </p>
      {active ? <Warning>{SHORTLIST_TEXT.replacesOld}</Warning> : null}
      <Button
        $variant="secondary"
        aria-disabled={creating || undefined}
        onClick={() => {
          if (!creating) actor.send({ type: "calendar.create", active });
        }}
      >
        {creating
          ? SHORTLIST_TEXT.creatingFeed
          : active
            ? SHORTLIST_TEXT.replaceFeed
            : SHORTLIST_TEXT.createFeed}
      </Button>

      {url ? (
        <UrlBox>
          <label htmlFor={urlId}>{SHORTLIST_TEXT.feedUrlLabel}</label>
          <UrlRow>
            <input
              ref={urlRef}
              id={urlId}
              type="text"
              readOnly
              value={url}
              aria-describedby={`${urlId}-once`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={copy}>{SHORTLIST_TEXT.copy}</Button>
          </UrlRow>
          <Muted id={`${urlId}-once`}>{SHORTLIST_TEXT.feedShownOnce}</Muted>
        </UrlBox>
      ) : null}

      <Modal
        open={confirming}
        title={SHORTLIST_TEXT.replaceTitle}
        onClose={() => actor.send({ type: "calendar.cancel" })}
        footer={
          <>
            <Button $variant="secondary" onClick={() => actor.send({ type: "calendar.cancel" })}>
              {SHORTLIST_TEXT.cancel}
            </Button>
            <Button onClick={() => actor.send({ type: "calendar.confirm" })}>
              {SHORTLIST_TEXT.replaceConfirm}
            </Button>
          </>
        }
      >
        <p>{SHORTLIST_TEXT.replacesOld}</p>
      </Modal>
    </CalendarBox>
  );
});
