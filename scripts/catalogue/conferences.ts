/**
 * Well-known academic conferences a Masters applicant may have published at or attended,
 * across the fields of the catalogue's programs. Curated by hand: only long-running, real
 * venues, with the name the organisers use. Columns: acronym | full name | field.
 */
import type { CatalogueConference } from "@gradplan/schema";
import { parseTable } from "./table";

const TABLE = `
NeurIPS | Conference on Neural Information Processing Systems | Machine Learning
ICML | International Conference on Machine Learning | Machine Learning
ICLR | International Conference on Learning Representations | Machine Learning
AISTATS | International Conference on Artificial Intelligence and Statistics | Machine Learning
UAI | Conference on Uncertainty in Artificial Intelligence | Machine Learning
COLT | Conference on Learning Theory | Machine Learning
MLSys | Conference on Machine Learning and Systems | Machine Learning
ICMLA | IEEE International Conference on Machine Learning and Applications | Machine Learning
AAAI | AAAI Conference on Artificial Intelligence | Artificial Intelligence
IJCAI | International Joint Conference on Artificial Intelligence | Artificial Intelligence
ECAI | European Conference on Artificial Intelligence | Artificial Intelligence
AAMAS | International Conference on Autonomous Agents and Multiagent Systems | Artificial Intelligence
FAccT | ACM Conference on Fairness, Accountability, and Transparency | Artificial Intelligence
CVPR | IEEE/CVF Conference on Computer Vision and Pattern Recognition | Computer Vision
ICCV | IEEE/CVF International Conference on Computer Vision | Computer Vision
ECCV | European Conference on Computer Vision | Computer Vision
BMVC | British Machine Vision Conference | Computer Vision
WACV | IEEE/CVF Winter Conference on Applications of Computer Vision | Computer Vision
ICPR | International Conference on Pattern Recognition | Computer Vision
ICCP | IEEE International Conference on Computational Photography | Computer Vision
ACL | Annual Meeting of the Association for Computational Linguistics | Natural Language Processing
EMNLP | Conference on Empirical Methods in Natural Language Processing | Natural Language Processing
NAACL | Annual Conference of the North American Chapter of the Association for Computational Linguistics | Natural Language Processing
EACL | Conference of the European Chapter of the Association for Computational Linguistics | Natural Language Processing
COLING | International Conference on Computational Linguistics | Natural Language Processing
INTERSPEECH | Annual Conference of the International Speech Communication Association | Speech Processing
KDD | ACM SIGKDD Conference on Knowledge Discovery and Data Mining | Data Mining
ICDM | IEEE International Conference on Data Mining | Data Mining
SDM | SIAM International Conference on Data Mining | Data Mining
WSDM | ACM International Conference on Web Search and Data Mining | Data Mining
CIKM | ACM International Conference on Information and Knowledge Management | Data Mining
IEEE BigData | IEEE International Conference on Big Data | Data Mining
WWW | The Web Conference | Web and Information Retrieval
SIGIR | International ACM SIGIR Conference on Research and Development in Information Retrieval | Web and Information Retrieval
RecSys | ACM Conference on Recommender Systems | Web and Information Retrieval
SIGMOD | ACM SIGMOD International Conference on Management of Data | Databases
VLDB | International Conference on Very Large Data Bases | Databases
ICDE | IEEE International Conference on Data Engineering | Databases
PODS | ACM Symposium on Principles of Database Systems | Databases
EDBT | International Conference on Extending Database Technology | Databases
CIDR | Conference on Innovative Data Systems Research | Databases
OSDI | USENIX Symposium on Operating Systems Design and Implementation | Computer Systems
SOSP | ACM Symposium on Operating Systems Principles | Computer Systems
EuroSys | European Conference on Computer Systems | Computer Systems
USENIX ATC | USENIX Annual Technical Conference | Computer Systems
FAST | USENIX Conference on File and Storage Technologies | Computer Systems
SoCC | ACM Symposium on Cloud Computing | Computer Systems
Middleware | ACM/IFIP International Middleware Conference | Computer Systems
RTSS | IEEE Real-Time Systems Symposium | Embedded and Real-Time Systems
EMSOFT | International Conference on Embedded Software | Embedded and Real-Time Systems
ICCPS | ACM/IEEE International Conference on Cyber-Physical Systems | Embedded and Real-Time Systems
SC | International Conference for High Performance Computing, Networking, Storage and Analysis | High Performance Computing
IPDPS | IEEE International Parallel and Distributed Processing Symposium | High Performance Computing
PODC | ACM Symposium on Principles of Distributed Computing | Distributed Computing
ICDCS | IEEE International Conference on Distributed Computing Systems | Distributed Computing
NSDI | USENIX Symposium on Networked Systems Design and Implementation | Networking
SIGCOMM | ACM SIGCOMM Conference | Networking
MobiCom | Annual International Conference on Mobile Computing and Networking | Networking
MobiSys | ACM International Conference on Mobile Systems, Applications, and Services | Networking
SenSys | ACM Conference on Embedded Networked Sensor Systems | Networking
IMC | ACM Internet Measurement Conference | Networking
CoNEXT | International Conference on emerging Networking EXperiments and Technologies | Networking
INFOCOM | IEEE International Conference on Computer Communications | Networking
ICC | IEEE International Conference on Communications | Communications
GLOBECOM | IEEE Global Communications Conference | Communications
WCNC | IEEE Wireless Communications and Networking Conference | Communications
VTC | IEEE Vehicular Technology Conference | Communications
SmartGridComm | IEEE International Conference on Smart Grid Communications | Communications
OFC | Optical Fiber Communication Conference | Photonics
CLEO | Conference on Lasers and Electro-Optics | Photonics
USENIX Security | USENIX Security Symposium | Security and Privacy
IEEE S&P | IEEE Symposium on Security and Privacy | Security and Privacy
CCS | ACM Conference on Computer and Communications Security | Security and Privacy
NDSS | Network and Distributed System Security Symposium | Security and Privacy
PETS | Privacy Enhancing Technologies Symposium | Security and Privacy
CRYPTO | International Cryptology Conference | Cryptography
EUROCRYPT | International Conference on the Theory and Applications of Cryptographic Techniques | Cryptography
CHI | ACM CHI Conference on Human Factors in Computing Systems | Human-Computer Interaction
UIST | ACM Symposium on User Interface Software and Technology | Human-Computer Interaction
CSCW | ACM Conference on Computer-Supported Cooperative Work and Social Computing | Human-Computer Interaction
UbiComp | ACM International Joint Conference on Pervasive and Ubiquitous Computing | Human-Computer Interaction
HRI | ACM/IEEE International Conference on Human-Robot Interaction | Human-Computer Interaction
SIGGRAPH | ACM SIGGRAPH Conference on Computer Graphics and Interactive Techniques | Computer Graphics
Eurographics | Annual Conference of the European Association for Computer Graphics | Computer Graphics
IEEE VIS | IEEE Visualization Conference | Computer Graphics
ACM MM | ACM International Conference on Multimedia | Multimedia
ICRA | IEEE International Conference on Robotics and Automation | Robotics
IROS | IEEE/RSJ International Conference on Intelligent Robots and Systems | Robotics
RSS | Robotics: Science and Systems | Robotics
CoRL | Conference on Robot Learning | Robotics
CASE | IEEE International Conference on Automation Science and Engineering | Robotics
ICORR | IEEE International Conference on Rehabilitation Robotics | Robotics
ITSC | IEEE International Conference on Intelligent Transportation Systems | Intelligent Transportation
IV | IEEE Intelligent Vehicles Symposium | Intelligent Transportation
DAC | Design Automation Conference | Electronic Design Automation
ICCAD | IEEE/ACM International Conference on Computer-Aided Design | Electronic Design Automation
DATE | Design, Automation and Test in Europe Conference | Electronic Design Automation
ITC | IEEE International Test Conference | Electronic Design Automation
ISSCC | IEEE International Solid-State Circuits Conference | Circuits and Devices
CICC | IEEE Custom Integrated Circuits Conference | Circuits and Devices
VLSI Symposium | Symposium on VLSI Technology and Circuits | Circuits and Devices
IEDM | IEEE International Electron Devices Meeting | Circuits and Devices
MEMS | IEEE International Conference on Micro Electro Mechanical Systems | Circuits and Devices
Transducers | International Conference on Solid-State Sensors, Actuators and Microsystems | Circuits and Devices
ISCA | International Symposium on Computer Architecture | Computer Architecture
MICRO | IEEE/ACM International Symposium on Microarchitecture | Computer Architecture
HPCA | IEEE International Symposium on High-Performance Computer Architecture | Computer Architecture
ASPLOS | International Conference on Architectural Support for Programming Languages and Operating Systems | Computer Architecture
PACT | International Conference on Parallel Architectures and Compilation Techniques | Computer Architecture
FPGA | ACM/SIGDA International Symposium on Field-Programmable Gate Arrays | Computer Architecture
ICCD | IEEE International Conference on Computer Design | Computer Architecture
PLDI | ACM SIGPLAN Conference on Programming Language Design and Implementation | Programming Languages
POPL | ACM SIGPLAN Symposium on Principles of Programming Languages | Programming Languages
OOPSLA | ACM SIGPLAN Conference on Object-Oriented Programming, Systems, Languages, and Applications | Programming Languages
CAV | International Conference on Computer Aided Verification | Programming Languages
ICSE | International Conference on Software Engineering | Software Engineering
FSE | ACM International Conference on the Foundations of Software Engineering | Software Engineering
ASE | IEEE/ACM International Conference on Automated Software Engineering | Software Engineering
ISSTA | ACM SIGSOFT International Symposium on Software Testing and Analysis | Software Engineering
STOC | ACM Symposium on Theory of Computing | Theory of Computing
FOCS | IEEE Symposium on Foundations of Computer Science | Theory of Computing
SODA | ACM-SIAM Symposium on Discrete Algorithms | Theory of Computing
ICALP | International Colloquium on Automata, Languages and Programming | Theory of Computing
CCC | Computational Complexity Conference | Theory of Computing
SoCG | International Symposium on Computational Geometry | Theory of Computing
EC | ACM Conference on Economics and Computation | Theory of Computing
ICASSP | IEEE International Conference on Acoustics, Speech and Signal Processing | Signal Processing
ICIP | IEEE International Conference on Image Processing | Signal Processing
ISIT | IEEE International Symposium on Information Theory | Signal Processing
CDC | IEEE Conference on Decision and Control | Control Systems
ACC | American Control Conference | Control Systems
PESGM | IEEE Power & Energy Society General Meeting | Power and Energy
ECCE | IEEE Energy Conversion Congress and Exposition | Power and Energy
APEC | IEEE Applied Power Electronics Conference and Exposition | Power and Energy
PVSC | IEEE Photovoltaic Specialists Conference | Power and Energy
IMS | IEEE MTT-S International Microwave Symposium | Electromagnetics
AP-S | IEEE International Symposium on Antennas and Propagation | Electromagnetics
EMBC | Annual International Conference of the IEEE Engineering in Medicine and Biology Society | Biomedical Engineering
BMES | Biomedical Engineering Society Annual Meeting | Biomedical Engineering
MICCAI | International Conference on Medical Image Computing and Computer-Assisted Intervention | Biomedical Engineering
ISBI | IEEE International Symposium on Biomedical Imaging | Biomedical Engineering
IMECE | ASME International Mechanical Engineering Congress and Exposition | Mechanical Engineering
IDETC/CIE | ASME International Design Engineering Technical Conferences and Computers and Information in Engineering Conference | Mechanical Engineering
Turbo Expo | ASME Turbo Expo: Turbomachinery Technical Conference and Exposition | Mechanical Engineering
MSEC | ASME Manufacturing Science and Engineering Conference | Mechanical Engineering
APS DFD | Annual Meeting of the APS Division of Fluid Dynamics | Mechanical Engineering
SciTech | AIAA SciTech Forum | Aerospace Engineering
TRB | Transportation Research Board Annual Meeting | Civil Engineering
WCEE | World Conference on Earthquake Engineering | Civil Engineering
ICSMGE | International Conference on Soil Mechanics and Geotechnical Engineering | Civil Engineering
OTC | Offshore Technology Conference | Civil Engineering
AIChE | AIChE Annual Meeting | Chemical Engineering
ESCAPE | European Symposium on Computer Aided Process Engineering | Chemical Engineering
ISCRE | International Symposium on Chemical Reaction Engineering | Chemical Engineering
WCCE | World Congress of Chemical Engineering | Chemical Engineering
IISE | IISE Annual Conference and Expo | Industrial and Systems Engineering
WSC | Winter Simulation Conference | Industrial and Systems Engineering
INFORMS | INFORMS Annual Meeting | Operations Research
IEEM | IEEE International Conference on Industrial Engineering and Engineering Management | Engineering Management
ICIS | International Conference on Information Systems | Information Systems
SIGCSE | ACM Technical Symposium on Computer Science Education | Engineering Education
ASEE | ASEE Annual Conference and Exposition | Engineering Education
`;

export const CONFERENCES: readonly CatalogueConference[] = parseTable(TABLE, 3).map(
  ([acronym, name, field]) => ({ name: name!, acronym: acronym!, field: field! }),
);
