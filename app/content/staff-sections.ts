/** The CV sections a staff profile may have, in the order the profile page shows them. */
export const staffSectionKeys = [
  "formacion",
  "actividadClinica",
  "docencia",
  "actividadCientifica",
  "pasantias",
  "membresias",
  "areasInteres",
  "sociedades",
  "experiencia",
] as const;

export type StaffSectionKey = (typeof staffSectionKeys)[number];
