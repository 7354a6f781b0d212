import type { Cue } from './canvas.ts';

const MUTED_KEY = 'amigo.games.muted';

/** The member's mute choice, remembered on this device (muted unless they turned sound on). */
export function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTED_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    globalThis.localStorage?.setItem(MUTED_KEY, muted ? 'true' : 'false');
  } catch {
    // Without storage the choice lasts for this page view.
  }
}

type Note = [frequency: number, start: number, length: number, type?: OscillatorType];

const CUES: Record<Cue, Note[]> = {
  stop: [[220, 0, 0.05, 'square']],
  enter: [[1320, 0, 0.04, 'triangle']],
  reach: [
    [660, 0, 0.12, 'sawtooth'],
    [880, 0.12, 0.18, 'sawtooth'],
  ],
  win: [
    [784, 0, 0.09, 'triangle'],
    [988, 0.09, 0.09, 'triangle'],
    [1175, 0.18, 0.16, 'triangle'],
  ],
  bonus: [
    [523, 0, 0.12, 'square'],
    [659, 0.12, 0.12, 'square'],
    [784, 0.24, 0.12, 'square'],
    [1047, 0.36, 0.36, 'square'],
  ],
};

/**
 * Synthesized beeps (WebAudio oscillators; no audio files). The context is created on the
 * first play, which is always a user gesture, as browsers require.
 */
export class Sound {
  private context: AudioContext | null = null;
  private lastEnter = 0;

  constructor(private muted: boolean) {}

  isMuted(): boolean {
    return this.muted;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (!muted) this.unlock();
  }

  /** Call from a user gesture (the play button): creates or resumes the audio context. */
  unlock(): void {
    if (this.muted) return;
    try {
      this.context ??= new AudioContext();
      if (this.context.state === 'suspended') void this.context.resume();
    } catch {
      this.context = null;
    }
  }

  play(cue: Cue): void {
    if (this.muted || !this.context) return;
    const now = this.context.currentTime;
    // Many balls can enter close together: one tick per 60 ms is enough.
    if (cue === 'enter') {
      if (now - this.lastEnter < 0.06) return;
      this.lastEnter = now;
    }
    for (const [frequency, start, length, type = 'sine'] of CUES[cue]) {
      const oscillator = this.context.createOscillator();
      const gain = this.context.createGain();
      oscillator.type = type;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.08, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain).connect(this.context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  }

  close(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}
