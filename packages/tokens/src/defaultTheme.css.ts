import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultTheme } from './themes/default';

createGlobalTheme(':root', vars, defaultTheme);
