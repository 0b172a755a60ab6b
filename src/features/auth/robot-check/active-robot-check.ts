/**
 * The robot-check provider the sign-up page uses. To plug another one, point this at its widget and
 * provide its challenge loader as the `loadChallenge` actor in src/app/actors/auth.actors.ts.
 */
import type { RobotCheckProvider } from './robot-check.provider';
import { questionRobotCheck } from './question-robot-check';

export const activeRobotCheck: RobotCheckProvider = questionRobotCheck;
