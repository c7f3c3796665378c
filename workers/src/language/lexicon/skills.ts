/** Technical skills an Engineering, CS or IT reader recognises, matched whole (resumes, SOPs). */

const TERMS = `python|java|javascript|typescript|c\\+\\+|c#|golang|rust|kotlin|swift|scala|ruby|php|
perl|matlab|julia|sql|nosql|bash|shell scripting|powershell|html|css|sass|dart|haskell|fortran|
assembly|verilog|vhdl|systemverilog|labview|r programming|
react|react native|angular|vue|next\\.js|node\\.js|express\\.js|django|flask|fastapi|spring boot|
\\.net|asp\\.net|hibernate|graphql|rest apis?|restful|grpc|flutter|android|ios|unity|
pytorch|pytorch geometric|tensorflow|keras|scikit-learn|xgboost|hugging face|transformers|opencv|
pandas|numpy|scipy|matplotlib|nltk|spacy|langchain|llms?|nlp|computer vision|deep learning|
machine learning|reinforcement learning|data analysis|data visualization|statistics|
apache spark|spark|hadoop|kafka|airflow|dbt|snowflake|databricks|bigquery|redshift|tableau|
power bi|excel|etl|
postgresql|mysql|sqlite|mongodb|redis|cassandra|dynamodb|elasticsearch|firebase|oracle|
git|github|gitlab|docker|kubernetes|terraform|ansible|jenkins|ci/cd|linux|unix|aws|azure|gcp|
google cloud|ec2|s3|lambda|raft|microservices|
jira|figma|selenium|junit|pytest|postman|grafana|prometheus|
autocad|solidworks|catia|ansys|simulink|comsol|creo|fusion 360|abaqus|pspice|multisim|
arduino|raspberry pi|embedded c|rtos|fpga|plc|scada|can bus|iot|ros|
networking|tcp/ip|cybersecurity|cryptography|blockchain|cloud computing|distributed systems|
cuda|opencl|mpi|openmp|slurm|hpc|lapack|blas|openfoam|su2|nastran|paraview|gmsh|ls-dyna|
star-ccm\\+|ansys fluent|hypermesh|cfd|fea|finite element analysis|siemens nx|nx cad|inventor|
revit|etabs|sap2000|staad pro|primavera|arcgis|qgis|gis|ltspice|cadence|virtuoso|synopsys|
vivado|quartus|modelsim|keil|stm32|freertos|zephyr|embedded linux|yocto|pcb design|altium|
kicad|eagle|labview|tinyml|llvm|gcc|gdb|valgrind|linux kernel|ebpf|qemu|kvm|wireshark|
verilator|uvm|rtl|asic|vlsi|spice|opamp|dsp|signal processing|control systems|robotics|slam|
gazebo|moveit|px4|ardupilot|lidar|3d printing|cnc machining|gd&t|six sigma|lean manufacturing`;

/** Longest first, so "react native" wins over "react". */
const escapedTerms = TERMS.split("|")
  .map((t) => t.trim())
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/** A term must stand alone: "go" in "going" or "r" in "react" is not a skill. */
const TERM_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}+#])(${escapedTerms.join("|")})(?![\\p{L}\\p{N}+#])`,
  "giu",
);

/** Go, the language, only with its capital: "go" is mostly the verb. */
const GO_LANGUAGE = /(?<![\p{L}])Go(?![\p{L}])/u;

/** The distinct skills named in a text, lower case. */
export function skillsIn(text: string): Set<string> {
  const found = new Set<string>();
  if (GO_LANGUAGE.test(text)) found.add("go");
  for (const match of text.matchAll(TERM_PATTERN)) {
    found.add(match[1]!.toLowerCase());
  }
  return found;
}
