export { SearchButton } from './SearchButton';
