import { z } from '../../zod';
import {
  certificateQuerySchema,
  photoImageQuerySchema,
  photoListSchema,
  photoQuerySchema,
  raceYearSummarySchema,
  registrationQuerySchema,
  registrationRecordSchema,
  resultsPageQuerySchema,
  resultsPageSchema,
  scoreByIdentitySchema,
  scoreHistoryQuerySchema,
  scoreHistorySchema,
  scoreAnalysisSchema,
  scoreAnswerSchema,
  scoreQuerySchema,
} from '../search';
import { nameSearchAnswerSchema, nameSearchQuerySchema } from '../name-search';
import { resultListingAnswerSchema, resultListingRequestSchema } from '../result-listing';
import {
  correctionSchema,
  createCorrectionSchema,
  myCorrectionsQuerySchema,
  reviewCorrectionSchema,
} from '../corrections';
import { certificateVerificationSchema, verifyCertificateQuerySchema } from '../certificate-verification';
import { endpoint, FILE_ANSWER } from './define';

/** race-data: the lookups (registration, score, multi-year score, results, certificate and photos). */
export const raceDataEndpoints = {
  /** Every year with data, newest first. */
  raceYears: endpoint({
    method: 'GET',
    path: '/race-data/api/years',
    bodyKind: 'none',
    answer: z.array(raceYearSummarySchema),
    auth: 'public',
  }),
  /** A result by bib: public and cacheable. */
  score: endpoint({
    method: 'GET',
    path: '/race-data/api/score',
    bodyKind: 'none',
    query: scoreQuerySchema,
    answer: scoreAnswerSchema,
    auth: 'public',
  }),
  /** A result set in its race (ranks at each mark, field sizes, finish-time histogram): public and cacheable. */
  scoreAnalysis: endpoint({
    method: 'GET',
    path: '/race-data/api/score/analysis',
    bodyKind: 'none',
    query: scoreQuerySchema,
    answer: scoreAnalysisSchema,
    auth: 'public',
  }),
  /** A result by name and ID number (query type 4): in the body, so an ID number never lands in a URL. */
  scoreByIdentity: endpoint({
    method: 'POST',
    path: '/race-data/api/score',
    bodyKind: 'json',
    body: scoreByIdentitySchema,
    answer: scoreAnswerSchema,
    auth: 'public',
  }),
  /** One page of a year's results of one item, in finishing order. */
  results: endpoint({
    method: 'GET',
    path: '/race-data/api/results',
    bodyKind: 'none',
    query: resultsPageQuerySchema,
    answer: resultsPageSchema,
    auth: 'public',
  }),
  /** A year's runners by name, pinyin or initials (exact matches first): public and cacheable. */
  nameSearch: endpoint({
    method: 'GET',
    path: '/race-data/api/results/names',
    bodyKind: 'none',
    query: nameSearchQuerySchema,
    answer: nameSearchAnswerSchema,
    auth: 'public',
  }),
  scoreHistory: endpoint({
    method: 'POST',
    path: '/race-data/api/score/history',
    bodyKind: 'json',
    body: scoreHistoryQuerySchema,
    answer: scoreHistorySchema,
    auth: 'public',
  }),
  /** Query types 1, 2, 3 and 5. */
  registration: endpoint({
    method: 'POST',
    path: '/race-data/api/registration',
    bodyKind: 'json',
    body: registrationQuerySchema,
    answer: registrationRecordSchema,
    auth: 'public',
  }),
  /** The certificate (query type 6): an SVG, or a PNG or PDF drawn on the server; `download=1` makes it an attachment. */
  certificate: endpoint({
    method: 'GET',
    path: '/race-data/api/certificate',
    bodyKind: 'none',
    query: certificateQuerySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  /** What a certificate's QR code or short code says, checked against its signature and the official result. */
  certificateVerify: endpoint({
    method: 'GET',
    path: '/race-data/api/certificate/verify',
    bodyKind: 'none',
    query: verifyCertificateQuerySchema,
    answer: certificateVerificationSchema,
    auth: 'public',
  }),
  /** The entry's owner reads or sets whether their result appears in the public list and the name search. */
  resultListing: endpoint({
    method: 'POST',
    path: '/race-data/api/listing',
    bodyKind: 'json',
    body: resultListingRequestSchema,
    answer: resultListingAnswerSchema,
    auth: 'token',
  }),
  /** A logged-in runner asks for a result to be corrected (proving it is theirs with its ID number). */
  correctionCreate: endpoint({
    method: 'POST',
    path: '/race-data/api/corrections',
    bodyKind: 'json',
    body: createCorrectionSchema,
    answer: correctionSchema,
    auth: 'token',
  }),
  /** The logged-in runner's requests for one result, with the organisers' answers. */
  correctionsMine: endpoint({
    method: 'GET',
    path: '/race-data/api/corrections/mine',
    bodyKind: 'none',
    query: myCorrectionsQuerySchema,
    answer: z.array(correctionSchema),
    auth: 'token',
  }),
  /** The organisers' list of requests awaiting a decision or an import. */
  correctionsOpen: endpoint({
    method: 'GET',
    path: '/race-data/api/corrections/open',
    bodyKind: 'none',
    answer: z.array(correctionSchema),
    auth: 'staff',
    permission: 'results.import',
  }),
  /** The organisers accept or reject a request, with an answer the runner reads. */
  correctionReview: endpoint({
    method: 'POST',
    path: '/race-data/api/corrections/review',
    bodyKind: 'json',
    body: reviewCorrectionSchema,
    answer: correctionSchema,
    auth: 'staff',
    permission: 'results.import',
  }),
  photos: endpoint({
    method: 'GET',
    path: '/race-data/api/photos',
    bodyKind: 'none',
    query: photoQuerySchema,
    answer: photoListSchema,
    auth: 'public',
  }),
  /** One photo, an SVG. */
  photo: endpoint({
    method: 'GET',
    path: '/race-data/api/photo',
    bodyKind: 'none',
    query: photoImageQuerySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
} as const;
