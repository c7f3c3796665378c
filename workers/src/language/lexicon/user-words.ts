/**
 * Technical terms that neither harper.js's dictionary nor cspell's (US and British English,
 * software terms, companies, full-stack, data science, Python, LaTeX) know: engineering tools
 * of the ECE, mechanical, civil and chemical resumes in the development set
 * (dev-set/clean.ts), "scikit" (scikit-learn), the one word of that set flagged without
 * this list, and "netlist" and "dbt", flagged in the SOP fixtures. Both checkers get them, so a word here is never reported as misspelled and
 * harper reads it as a noun. (Capitalised unknown words inside a sentence and short
 * all-capital words are already read as names and acronyms: checker.ts.) Add a term only
 * when a correct resume line was flagged for it, and say in the commit where it came from.
 */
export const USER_WORDS: readonly string[] = `
scikit Simulink SystemVerilog AUTOSAR SolidWorks Abaqus HyperMesh OpenFOAM CATIA Creo
LTspice KiCad Vivado Quartus ModelSim ETABS STAAD SAP2000 Navisworks QGIS ArcGIS HYSYS
COMSOL Multiphysics Minitab TorchServe SonarQube HAZOP Proteus Multisim Altium netlist
dbt
`
  .split(/\s+/)
  .filter(Boolean);
