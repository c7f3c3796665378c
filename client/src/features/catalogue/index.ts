/**
 * The catalogue's university search, public: the navbar's search box, and for the other
 * university pickers (the compare modal's, the results filter's) the suggestion machine, the
 * combobox hook and the styled parts they lay out their own way. Nothing else of this folder is
 * imported from outside it (src/house.test.ts).
 */
export { UniversitySearchBox } from "./UniversitySearchBox";
export { Input, Listbox, Popup, SearchRoot, StatusLine } from "./UniversitySearchBox.styles";
export { debouncedUniversitySearchMachine } from "./universitySearch.machine";
export { useUniversityCombobox } from "./useUniversityCombobox";
