import { createSvgIcon } from '@mui/material';
import { HEART_OUTLINE_PATH, HEART_PATH } from '../icon-paths';

export const HeartIcon = createSvgIcon(<path d={HEART_PATH} />, 'Heart');

export const HeartOutlineIcon = createSvgIcon(<path d={HEART_OUTLINE_PATH} />, 'HeartOutline');
