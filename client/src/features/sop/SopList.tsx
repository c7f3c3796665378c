/**
 * 'Your SOPs': a row for each SOP (SopRow), newest first, the count against the limit and, at
 * the limit, why nothing more can be added; without SOPs, an empty state that offers both ways
 * to start.
 */
import { SOP_LIMIT, SOP_MESSAGES, type SopSummary } from "@gradplan/schema";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { Actions, ErrorNote, Panel } from "./SopPage.styles";
import { SopRow } from "./SopRow";
import { countText, SOP_TEXT } from "./sopText";

const T = SOP_TEXT.list;
export const LIMIT_NOTE_ID = "sop-limit-note";

export type SopListData =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; sops: readonly SopSummary[] };

export interface SopListProps {
  data: SopListData;
  openId: string | null;
  onOpen: (sopId: string) => void;
  onDelete: (sop: SopSummary) => void;
  onGenerate: () => void;
  onPaste: () => void;
  onRetry: () => void;
}

export function SopList({
  data,
  openId,
  onOpen,
  onDelete,
  onGenerate,
  onPaste,
  onRetry,
}: SopListProps) {
  const count = data.kind === "ready" ? data.sops.length : null;
  const atLimit = count !== null && count >= SOP_LIMIT;
  return (
    <Panel aria-labelledby="sop-list-heading">
      <Top>
        <h2 id="sop-list-heading">{T.heading}</h2>
        {count !== null ? <Count>{countText(count)}</Count> : null}
      </Top>
      {data.kind === "loading" ? <Loading /> : null}
      {data.kind === "failed" ? (
        <div>
          <ErrorNote role="alert">{T.failed}</ErrorNote>
          <Button $variant="secondary" onClick={onRetry}>
            {T.retry}
          </Button>
        </div>
      ) : null}
      {data.kind === "ready" && data.sops.length === 0 ? (
        <Empty onGenerate={onGenerate} onPaste={onPaste} />
      ) : null}
      {data.kind === "ready" && data.sops.length > 0 ? (
        <>
          <Actions>
            <Button
              onClick={onGenerate}
              disabled={atLimit}
              aria-describedby={atLimit ? LIMIT_NOTE_ID : undefined}
            >
              {SOP_TEXT.empty.generate}
            </Button>
          </Actions>
          {atLimit ? <LimitNote id={LIMIT_NOTE_ID}>{SOP_MESSAGES.limitReached}</LimitNote> : null}
          <Rows>
            {data.sops.map((sop) => (
              <SopRow
                key={sop.sop_id}
                sop={sop}
                open={sop.sop_id === openId}
                onOpen={() => onOpen(sop.sop_id)}
                onDelete={() => onDelete(sop)}
              />
            ))}
          </Rows>
        </>
      ) : null}
    </Panel>
  );
}

function Empty({ onGenerate, onPaste }: { onGenerate: () => void; onPaste: () => void }) {
  return (
    <EmptyBox>
      <h3>{SOP_TEXT.empty.title}</h3>
      <p>{SOP_TEXT.empty.body}</p>
      <Actions>
        <Button onClick={onGenerate}>{SOP_TEXT.empty.generate}</Button>
        <Button $variant="secondary" onClick={onPaste}>
          {SOP_TEXT.empty.paste}
        </Button>
      </Actions>
    </EmptyBox>
  );
}

const SKELETON_ROWS = ["skeleton-1", "skeleton-2", "skeleton-3"];

function Loading() {
  return (
    <SkeletonRegion label={T.loading}>
      {SKELETON_ROWS.map((key) => (
        <div key={key}>
          <Skeleton $width="70%" $height="1.25rem" />
          <Skeleton $width="50%" />
        </div>
      ))}
    </SkeletonRegion>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin-bottom: 0.75rem;

  && h2 { margin: 0; }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const LimitNote = styled.p`
  margin: 0.75rem 0 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const EmptyBox = styled.div`
  h3 { margin: 0 0 0.5rem; font-size: 1.1rem; }
  p { margin: 0 0 1rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`;
