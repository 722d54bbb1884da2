/** The questionnaire key of the legal questionnaire of every case type. */
export const LEGAL_QUESTIONNAIRE = 'legal';

/** The asylum work permit questions (Form I-765), answered once the asylum application is filed. */
export const WORK_PERMIT_QUESTIONNAIRE = 'work_permit';
