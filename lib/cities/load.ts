import { memoisedJson } from '@/lib/memoised-json';
import { versionedCheck } from '@/lib/open-data/versions';

import { CITY_SEARCH_INDEX_PATH, POSTCODE_MUNICIPALITY_INDEX_PATH } from './constants';
import { isCitySearchIndex, isPostcodeIndex, type CitySearchIndex, type PostcodeIndex } from './search';

/**
 * The browser's two city search files, each fetched once per page load by the one browser fetch
 * (lib/memoised-json.ts): the /stader filter and the not-found page for /stader/{x} share them.
 */
export const loadCitySearchIndex = memoisedJson<CitySearchIndex>(
  CITY_SEARCH_INDEX_PATH,
  versionedCheck('stader-sok', isCitySearchIndex),
  'a city search index',
);
export const loadPostcodeIndex = memoisedJson<PostcodeIndex>(
  POSTCODE_MUNICIPALITY_INDEX_PATH,
  versionedCheck('postnummer-kommuner', isPostcodeIndex, 'prefixes'),
  'a postcode → municipality index',
);
