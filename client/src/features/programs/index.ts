/**
 * What every view of a program (search cards, the details page, the compare table, the
 * shortlist) shows the same way: its chance line, the invitation to complete the profile, the
 * figures' words, sources and provenance. Nothing else of this folder is imported from outside it
 * (src/house.test.ts).
 */
export { ChancesInvitation } from "./ChancesInvitation";
export { ChancesLine } from "./ChancesLine";
export {
  admitChancesText,
  admitRangeText,
  CHANCES_ACCURACY_LINK,
  chanceBasisNote,
  shownCategory,
} from "./chancesText";
export { latestGraduates, reportedNote, tuitionLine, unknownFigures } from "./figureFormat";
export {
  FIGURE_TEXT,
  SOURCED_FIGURE_NAMES,
  UNKNOWN_COUNT_TEXT,
  unknownCountText,
} from "./figureText";
export { GraduatesTrend } from "./GraduatesTrend";
export { NotKnownLine, type OwnPages, ownPageUrl } from "./NotKnownLine";
export { Provenance } from "./Provenance";
export { SourceLink } from "./SourceLink";
export { useChancesNeed, useHasApollo } from "./useChancesNeed";
