/** DigniFi (app code CFSS): lenders §4 "Training and demo mode" 777777777 approval, 444444444 decline. */
export type CfssOutcome = 'approve' | 'decline';

export const CFSS_APPLICATION_SSNS: Readonly<Record<string, CfssOutcome>> = {
  '777777777': 'approve',
  '444444444': 'decline',
};

export const CFSS_SAMPLE_LIMIT = 2500;
export const CFSS_MAX_LIMIT = 5000;
