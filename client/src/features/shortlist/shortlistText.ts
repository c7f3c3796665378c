/** The '+' button's accessible names: with the university where several are listed together. */
export function addToShortlistLabel(courseName: string, universityName?: string): string {
  return universityName
    ? `Add ${courseName} at ${universityName} to shortlist`
    : `Add ${courseName} to shortlist`;
}
