import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

/** "Next" as an arrow that points the way the page reads: mirrored right to left. */
export const ForwardIcon = () => (
  <ArrowForwardIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
);
