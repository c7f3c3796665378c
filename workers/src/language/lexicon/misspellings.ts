/**
 * Common misspellings and their corrections: general English ones and those seen in
 * engineering resumes and statements of purpose. Only words that are never right are listed
 * (no "manger", "form"), and British spellings are not mistakes.
 */
const PAIRS = `
acadamic academic|accademic academic|acedemic academic|accomodate accommodate|acheive achieve|
acheived achieved|acheivement achievement|acheivements achievements|achivement achievement|
achiving achieving|acheiving achieving|activites activities|addres address|adress address|
admision admission|algoritm algorithm|algorithim algorithm|alogrithm algorithm|alot a lot|
analisys analysis|analysys analysis|anaylsis analysis|anual annual|apparant apparent|
aplication application|applicaton application|appplication application|architechture architecture|
architecure architecture|arguement argument|assistent assistant|atleast at least|
basicly basically|becuase because|beacuse because|begining beginning|beleive believe|
buisness business|bussiness business|calender calendar|carrer career|catagory category|
certficate certificate|certifcate certificate|certifiction certification|challange challenge|
cheif chief|collegue colleague|colleauge colleague|comittee committee|commitee committee|
communcation communication|comunication communication|competetion competition|
competiton competition|compitition competition|completly completely|concious conscious|
conferance conference|confrence conference|consistant consistent|contributer contributor|
coordinater coordinator|critisism criticism|curriculm curriculum|databse database|
datbase database|decison decision|desicion decision|definately definitely|definatly definitely|
developement development|devlopment development|developped developed|dicipline discipline|
diffrent different|dificult difficult|dilema dilemma|effecient efficient|efficent efficient|
embarass embarrass|enginner engineer|enginering engineering|engeneering engineering|
enviroment environment|enviornment environment|equiptment equipment|excelent excellent|
exellent excellent|existance existence|experiance experience|expirience experience|
experince experience|exprience experience|familar familiar|feild field|finaly finally|
foriegn foreign|fourty forty|freind friend|fullfill fulfill|goverment government|
graduaton graduation|grammer grammar|guage gauge|hackaton hackathon|happend happened|
immediatly immediately|implemention implementation|implemeted implemented|
implmented implemented|impliment implement|independant independent|infomation information|
infrastucture infrastructure|insitute institute|instutute institute|intergration integration|
internhip internship|intership internship|interupt interrupt|intrested interested|
knowlege knowledge|knowlegde knowledge|knowledgable knowledgeable|labaratory laboratory|
laboratary laboratory|langauge language|languge language|leadrship leadership|
liason liaison|libary library|lisence license|machiene machine|maintainance maintenance|
maintenence maintenance|maintaned maintained|managment management|mangement management|
mathmatics mathematics|memeber member|millenium millennium|mispell misspell|neccessary necessary|
necesary necessary|noticable noticeable|occassion occasion|occassionally occasionally|
occured occurred|occurence occurrence|oganized organized|orgainzed organized|
oportunity opportunity|oppurtunity opportunity|optimzation optimization|paralel parallel|
particpated participated|paticipated participated|perfomance performance|
perseverence perseverance|persistant persistent|persue pursue|persuing pursuing|
posession possession|posible possible|preformance performance|prefered preferred|
presentaion presentation|priviledge privilege|procces process|proccess process|
proejct project|proffesional professional|profesional professional|professonal professional|
proficent proficient|profficient proficient|progam program|programing programming|
projcet project|publically publicly|publicaton publication|questionaire questionnaire|
reasearch research|reccomend recommend|reciept receipt|recieve receive|recieved received|
recieving receiving|recomend recommend|recomendation recommendation|refered referred|
refrence reference|relevent relevant|relevnt relevant|remeber remember|resarch research|
reserach research|responsable responsible|responsibilites responsibilities|
responsibilty responsibility|resposible responsible|rythm rhythm|scaleable scalable|
schedual schedule|scholorship scholarship|sholarship scholarship|seperate separate|
seperately separately|similiar similar|sincerly sincerely|skils skills|sofware software|
softwares software|speach speech|startegy strategy|stratagy strategy|stratergy strategy|
strenght strength|strenghts strengths|studnet student|studnets students|succes success|
succesful successful|sucess success|sucessful successful|successfull successful|
successfuly successfully|sucessfully successfully|supercede supersede|suprise surprise|
sytem system|systme system|techincal technical|technicial technical|tecnical technical|
techology technology|technolgy technology|tehnology technology|teh the|thier their|
tommorow tomorrow|truely truly|tution tuition|univeristy university|universty university|
unversity university|untill until|vairous various|varous various|volunteerd volunteered|
wich which|wierd weird|wokred worked|wokring working|workd worked|writen written|
writting writing|
acomplish accomplish|accomplisment accomplishment|aquire acquire|aquired acquired|
beleif belief|begginning beginning|carreer career|challanges challenges|
challanging challenging|colaborate collaborate|colaboration collaboration|
collabration collaboration|comitted committed|commited committed|curiousity curiosity|
enthusiam enthusiasm|excercise exercise|explaination explanation|facinated fascinated|
fasinated fascinated|furthur further|futher further|guidence guidance|improvment improvement|
inspiraton inspiration|intrest interest|knowladge knowledge|laguage language|
motivaton motivation|oportunities opportunities|oppertunity opportunity|
oppurtunities opportunities|particularily particularly|pasion passion|persuit pursuit|
profesor professor|proffesor professor|reaserch research|reseach research|statment statement|
sucesful successful|therfore therefore|undergradute undergraduate|unforgetable unforgettable|`;

export const MISSPELLINGS: ReadonlyMap<string, string> = new Map(
  PAIRS.split("|")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [wrong, ...right] = pair.split(" ");
      return [wrong!, right.join(" ")] as const;
    }),
);
