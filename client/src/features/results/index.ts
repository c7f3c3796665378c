/**
 * The community results' public face: the offer to share a decision (the shortlist's status
 * change, the email grant's accepted decision) and a university's results on its details page.
 * Nothing else of this folder is imported from outside it (src/house.test.ts).
 */
export { UniversityResults } from "./browse/UniversityResults";
export { type SharedCourse, ShareResultOffer } from "./share/ShareResultOffer";
