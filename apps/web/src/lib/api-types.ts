// The consumer API's answers as the pages read them: the types of the zod schemas the server's routes validate
// and write with (`@ttapply/domain/consumer-api`), so server and pages cannot disagree. Types only: zod stays
// out of the pages that import them (the landing's JavaScript budget).
export type {
  AffLoan,
  ApplicationRecord,
  CardArt,
  Consumer,
  ConsumerByLinkResponse,
  CreditCheckRecord,
  FinanceEstimate,
  FundingType,
  JourneyAnswer,
  SendCodeResponse,
  Shop,
  ShopAddress,
  ShopSearchResponse,
  SubmitApplicationResponse,
  ValidateOtpResponse,
} from '@ttapply/domain/consumer-api';
