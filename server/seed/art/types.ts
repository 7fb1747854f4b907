// The contract between one drawing (art/<name>.ts) and the scene that stages it.
import type { Palette } from './paint';
import type { Random } from './random';

export interface Art {
  /** SVG markup of the object in a 1000×1000 box, centred on x = 500, resting on y = floor. */
  draw(p: Palette, random: Random): string;
  /** Where the floor shadow sits; for hanging garments a little below the hem. */
  floor: number;
  /** Half the width of the floor shadow. */
  spread: number;
  /** The centre of the close-up (gallery view 2): the most telling detail of the object. */
  focus: [number, number];
  /** How gallery view 1 stages it: on a plinth, standing on the floor, or laid flat from above. */
  setting: 'plinth' | 'floor' | 'flatLay';
  /** False when a mirror image would look wrong (a watch crown on the left). */
  mirror: boolean;
}
