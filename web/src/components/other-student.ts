// The other student as every card that shows one reads them (a match card, a swap request): the
// OtherStudent interface's person and contact fields, selected once. The cache matches this fragment
// against MatchCard and SwapRequest through the generated possibleTypes (web/src/lib/apollo.ts).
import { graphql } from '../gql/gql.ts';

export const OtherStudentFields = graphql(`
  fragment OtherStudentFields on OtherStudent {
    userName
    userAge
    userAcademicYear
    userEmail
    userInstagram
    userLinkedin
    connected
    nextStep
    housingFormUrl
  }
`);
