// SUSALUD's deadline to answer a claim (Decreto Supremo N.° 002-2019-SA): 30 business days.
import { addBusinessDays } from "#shared/calendar/business-days.ts";

export const ANSWER_BUSINESS_DAYS = 30;

/** The last day to answer a claim filed on `filedOn` (Lima, YYYY-MM-DD). */
export const answerDeadline = (filedOn: string) => addBusinessDays(filedOn, ANSWER_BUSINESS_DAYS);
