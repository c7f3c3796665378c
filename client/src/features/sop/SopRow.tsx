/** One SOP of the list: its name opens it; its program, words, date, origin and score; download and delete. */
import type { SopSummary } from "@gradplan/schema";
import styled, { useTheme } from "styled-components";
import { formatDay } from "../../shared/ui/dates";
import { signalColor } from "../../shared/ui/signal";
import { sopDownloadUrl } from "./sopApi";
import { programLine, scoreView } from "./sopDisplay";
import { ORIGIN_LABEL, SOP_TEXT } from "./sopText";

const T = SOP_TEXT.list;

export interface SopRowProps {
  sop: SopSummary;
  open: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

export function SopRow({ sop, open, onOpen, onDelete }: SopRowProps) {
  const theme = useTheme();
  const program = programLine(sop);
  const score =
    sop.sop_overall_score === null ? null : scoreView(sop.sop_overall_score, "SOP score");
  return (
    <Row $open={open}>
      <h3>
        <NameButton type="button" aria-current={open ? "true" : undefined} onClick={onOpen}>
          {sop.sop_name}
        </NameButton>
      </h3>
      {program ? <Program>{program}</Program> : null}
      <Facts>
        <span>{`${sop.word_count} words`}</span>
        <span>{`Updated ${formatDay(sop.updated_at)}`}</span>
        <span>{ORIGIN_LABEL[sop.origin]}</span>
      </Facts>
      {score ? (
        <Badge style={{ color: signalColor(theme, score.signal) }}>
          {`${score.value}/100 ${score.band}`}
        </Badge>
      ) : (
        <Badge>{T.notEvaluated}</Badge>
      )}
      {open ? <OpenTag>{T.opened}</OpenTag> : null}
      <RowActions>
        {/* Named with the SOP, so each row's links differ; the visible words come first. */}
        <a href={sopDownloadUrl(sop.sop_id)} download aria-label={`${T.download}: ${sop.sop_name}`}>
          {T.download}
        </a>
        <LinkButton type="button" onClick={onDelete} aria-label={`${T.remove}: ${sop.sop_name}`}>
          {T.remove}
        </LinkButton>
      </RowActions>
    </Row>
  );
}

const Row = styled.li<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 1rem;
  border: ${({ $open }) => ($open ? "2px" : "1px")} solid
    ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $open }) => ($open ? theme.colors.surface : theme.colors.background)};

  h3 { margin: 0; font-size: 1.05rem; }
`;

const NameButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: 700;
  text-align: left;
  text-decoration: underline;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const Program = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Badge = styled.p`
  margin: 0;
  font-weight: 700;
`;

const OpenTag = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.error};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
