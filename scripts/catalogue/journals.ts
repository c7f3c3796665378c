/**
 * Well-known journals across the fields of the catalogue's programs, for the "research papers"
 * part of the profile. Curated by hand: real journals only, with their current publisher.
 * Columns: name | publisher | field.
 */
import type { CatalogueJournal } from "@gradplan/schema";
import { parseTable } from "./table";

const TABLE = `
IEEE Transactions on Pattern Analysis and Machine Intelligence | IEEE | Machine Learning
IEEE Transactions on Neural Networks and Learning Systems | IEEE | Machine Learning
Journal of Machine Learning Research | JMLR Inc. | Machine Learning
Machine Learning | Springer | Machine Learning
Nature Machine Intelligence | Springer Nature | Machine Learning
Neural Networks | Elsevier | Machine Learning
Neural Computation | MIT Press | Machine Learning
Artificial Intelligence | Elsevier | Artificial Intelligence
Journal of Artificial Intelligence Research | AI Access Foundation | Artificial Intelligence
IEEE Transactions on Cybernetics | IEEE | Artificial Intelligence
IEEE Transactions on Fuzzy Systems | IEEE | Artificial Intelligence
IEEE Transactions on Evolutionary Computation | IEEE | Artificial Intelligence
ACM Transactions on Intelligent Systems and Technology | ACM | Artificial Intelligence
IEEE Transactions on Affective Computing | IEEE | Artificial Intelligence
International Journal of Computer Vision | Springer | Computer Vision
Pattern Recognition | Elsevier | Computer Vision
IEEE Transactions on Image Processing | IEEE | Computer Vision
IEEE Transactions on Multimedia | IEEE | Computer Vision
Transactions of the Association for Computational Linguistics | MIT Press | Natural Language Processing
Computational Linguistics | MIT Press | Natural Language Processing
IEEE Transactions on Knowledge and Data Engineering | IEEE | Data Mining
ACM Transactions on Knowledge Discovery from Data | ACM | Data Mining
Data Mining and Knowledge Discovery | Springer | Data Mining
ACM Transactions on Information Systems | ACM | Web and Information Retrieval
ACM Transactions on Database Systems | ACM | Databases
The VLDB Journal | Springer | Databases
Proceedings of the VLDB Endowment | VLDB Endowment | Databases
Journal of the American Statistical Association | Taylor & Francis | Statistics
The Annals of Statistics | Institute of Mathematical Statistics | Statistics
Communications of the ACM | ACM | Computer Science
Journal of the ACM | ACM | Computer Science
ACM Computing Surveys | ACM | Computer Science
Proceedings of the IEEE | IEEE | Electrical Engineering
ACM Transactions on Computer Systems | ACM | Computer Systems
IEEE Transactions on Computers | IEEE | Computer Systems
IEEE Transactions on Parallel and Distributed Systems | IEEE | Computer Systems
IEEE Transactions on Cloud Computing | IEEE | Computer Systems
ACM Transactions on Embedded Computing Systems | ACM | Embedded and Real-Time Systems
ACM Transactions on Architecture and Code Optimization | ACM | Computer Architecture
ACM Transactions on Programming Languages and Systems | ACM | Programming Languages
IEEE Transactions on Software Engineering | IEEE | Software Engineering
ACM Transactions on Software Engineering and Methodology | ACM | Software Engineering
Empirical Software Engineering | Springer | Software Engineering
Journal of Systems and Software | Elsevier | Software Engineering
SIAM Journal on Computing | SIAM | Theory of Computing
ACM Transactions on Algorithms | ACM | Theory of Computing
Journal of Computer and System Sciences | Elsevier | Theory of Computing
Theoretical Computer Science | Elsevier | Theory of Computing
IEEE Transactions on Dependable and Secure Computing | IEEE | Security and Privacy
IEEE Transactions on Information Forensics and Security | IEEE | Security and Privacy
ACM Transactions on Privacy and Security | ACM | Security and Privacy
Computers & Security | Elsevier | Security and Privacy
Journal of Cryptology | Springer | Cryptography
ACM Transactions on Computer-Human Interaction | ACM | Human-Computer Interaction
ACM Transactions on Graphics | ACM | Computer Graphics
IEEE Transactions on Visualization and Computer Graphics | IEEE | Computer Graphics
IEEE/ACM Transactions on Networking | IEEE | Networking
IEEE Transactions on Mobile Computing | IEEE | Networking
Computer Networks | Elsevier | Networking
ACM Transactions on Sensor Networks | ACM | Networking
IEEE Internet of Things Journal | IEEE | Networking
IEEE Journal on Selected Areas in Communications | IEEE | Communications
IEEE Transactions on Communications | IEEE | Communications
IEEE Transactions on Wireless Communications | IEEE | Communications
IEEE Transactions on Vehicular Technology | IEEE | Communications
IEEE Transactions on Signal Processing | IEEE | Signal Processing
IEEE Transactions on Information Theory | IEEE | Signal Processing
IEEE Transactions on Geoscience and Remote Sensing | IEEE | Signal Processing
IEEE Transactions on Computer-Aided Design of Integrated Circuits and Systems | IEEE | Electronic Design Automation
IEEE Journal of Solid-State Circuits | IEEE | Circuits and Devices
IEEE Transactions on Very Large Scale Integration (VLSI) Systems | IEEE | Circuits and Devices
IEEE Transactions on Circuits and Systems I: Regular Papers | IEEE | Circuits and Devices
IEEE Transactions on Electron Devices | IEEE | Circuits and Devices
Nature Electronics | Springer Nature | Circuits and Devices
IEEE Transactions on Antennas and Propagation | IEEE | Electromagnetics
IEEE Transactions on Microwave Theory and Techniques | IEEE | Electromagnetics
IEEE Transactions on Power Systems | IEEE | Power and Energy
IEEE Transactions on Power Electronics | IEEE | Power and Energy
IEEE Transactions on Smart Grid | IEEE | Power and Energy
IEEE Transactions on Energy Conversion | IEEE | Power and Energy
IEEE Transactions on Sustainable Energy | IEEE | Power and Energy
Applied Energy | Elsevier | Power and Energy
Nature Energy | Springer Nature | Power and Energy
IEEE Transactions on Industrial Electronics | IEEE | Industrial Electronics
IEEE Transactions on Industrial Informatics | IEEE | Industrial Electronics
IEEE Transactions on Automatic Control | IEEE | Control Systems
IEEE Transactions on Control Systems Technology | IEEE | Control Systems
Automatica | Elsevier | Control Systems
IEEE Transactions on Robotics | IEEE | Robotics
IEEE Robotics and Automation Letters | IEEE | Robotics
The International Journal of Robotics Research | SAGE | Robotics
Science Robotics | AAAS | Robotics
IEEE Transactions on Automation Science and Engineering | IEEE | Robotics
IEEE Transactions on Intelligent Transportation Systems | IEEE | Intelligent Transportation
IEEE Transactions on Biomedical Engineering | IEEE | Biomedical Engineering
IEEE Transactions on Medical Imaging | IEEE | Biomedical Engineering
IEEE Journal of Biomedical and Health Informatics | IEEE | Biomedical Engineering
Medical Image Analysis | Elsevier | Biomedical Engineering
Annals of Biomedical Engineering | Springer | Biomedical Engineering
Nature Biomedical Engineering | Springer Nature | Biomedical Engineering
Journal of Biomechanics | Elsevier | Biomedical Engineering
Biomaterials | Elsevier | Biomaterials
Acta Biomaterialia | Elsevier | Biomaterials
Biotechnology and Bioengineering | Wiley | Bioengineering
Lab on a Chip | Royal Society of Chemistry | Bioengineering
Biosensors and Bioelectronics | Elsevier | Bioengineering
Bioinformatics | Oxford University Press | Bioengineering
Journal of Fluid Mechanics | Cambridge University Press | Mechanical Engineering
International Journal of Heat and Mass Transfer | Elsevier | Mechanical Engineering
Journal of the Mechanics and Physics of Solids | Elsevier | Mechanical Engineering
Journal of Mechanical Design | ASME | Mechanical Engineering
Journal of Applied Mechanics | ASME | Mechanical Engineering
Journal of Sound and Vibration | Elsevier | Mechanical Engineering
Mechanical Systems and Signal Processing | Elsevier | Mechanical Engineering
Combustion and Flame | Elsevier | Mechanical Engineering
Physical Review Fluids | American Physical Society | Mechanical Engineering
AIAA Journal | AIAA | Aerospace Engineering
Journal of Manufacturing Science and Engineering | ASME | Manufacturing
International Journal of Machine Tools and Manufacture | Elsevier | Manufacturing
Additive Manufacturing | Elsevier | Manufacturing
ASCE Journal of Structural Engineering | ASCE | Civil Engineering
ASCE Journal of Geotechnical and Geoenvironmental Engineering | ASCE | Civil Engineering
ASCE Journal of Construction Engineering and Management | ASCE | Civil Engineering
Earthquake Engineering & Structural Dynamics | Wiley | Civil Engineering
Engineering Structures | Elsevier | Civil Engineering
Cement and Concrete Research | Elsevier | Civil Engineering
Computer-Aided Civil and Infrastructure Engineering | Wiley | Civil Engineering
Automation in Construction | Elsevier | Civil Engineering
Transportation Research Part B: Methodological | Elsevier | Transportation
Transportation Research Part C: Emerging Technologies | Elsevier | Transportation
Water Research | Elsevier | Environmental Engineering
Water Resources Research | American Geophysical Union | Environmental Engineering
Environmental Science & Technology | American Chemical Society | Environmental Engineering
AIChE Journal | Wiley | Chemical Engineering
Chemical Engineering Science | Elsevier | Chemical Engineering
Chemical Engineering Journal | Elsevier | Chemical Engineering
Industrial & Engineering Chemistry Research | American Chemical Society | Chemical Engineering
Computers & Chemical Engineering | Elsevier | Chemical Engineering
Journal of Membrane Science | Elsevier | Chemical Engineering
Journal of Catalysis | Elsevier | Chemical Engineering
ACS Catalysis | American Chemical Society | Chemical Engineering
Energy & Environmental Science | Royal Society of Chemistry | Chemical Engineering
Advanced Materials | Wiley | Materials Science
Nano Letters | American Chemical Society | Materials Science
Operations Research | INFORMS | Operations Research
Management Science | INFORMS | Operations Research
INFORMS Journal on Computing | INFORMS | Operations Research
European Journal of Operational Research | Elsevier | Operations Research
IISE Transactions | Taylor & Francis | Industrial and Systems Engineering
International Journal of Production Research | Taylor & Francis | Industrial and Systems Engineering
Manufacturing & Service Operations Management | INFORMS | Industrial and Systems Engineering
Reliability Engineering & System Safety | Elsevier | Industrial and Systems Engineering
Journal of Operations Management | Wiley | Engineering Management
IEEE Transactions on Engineering Management | IEEE | Engineering Management
Nature | Springer Nature | Multidisciplinary Science
Science | AAAS | Multidisciplinary Science
Proceedings of the National Academy of Sciences | National Academy of Sciences | Multidisciplinary Science
Nature Communications | Springer Nature | Multidisciplinary Science
Physical Review Letters | American Physical Society | Physics
`;

export const JOURNALS: readonly CatalogueJournal[] = parseTable(TABLE, 3).map(
  ([name, publisher, field]) => ({ name: name!, publisher: publisher!, field: field! }),
);
