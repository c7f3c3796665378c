/** What the parts on the 10x catalogue are handed: the running servers' origins and a signed-in student. */
export interface Servers {
  gateway: string;
  bare: string;
  fastifyOnly: string;
  student: { studentId: string; cookie: string };
}
