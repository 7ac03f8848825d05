/** SUSALUD's deadline to answer a claim (Decreto Supremo N.° 002-2019-SA): 30 business days. Apart
 * from business-days.ts so the page can show it without bundling the holiday list. */
export const ANSWER_BUSINESS_DAYS = 30;
