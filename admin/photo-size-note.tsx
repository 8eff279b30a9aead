// The build's photo warning, beside the photo's field: Decap's image widget, with a note under it
// when the photo is too small for where the page shows it (a 3000×2000 phone photo as a team
// member's 4:5 card is too short for the crop). The rule and its words are the build's
// (framework/shared/photo-size.ts); where the photo is shown is what the preview drew
// (shown-photos.ts), and its size is read from the photo the editor loads.
import CMS from 'decap-cms-app';
import { type ComponentClass, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LAYOUTS } from '../components/image-layouts.ts';
import type { LayoutWidths } from '../framework/shared/layouts.ts';
import { sizeAdvice } from '../framework/shared/photo-size.ts';
import { type FieldMap, sourceFileOf } from './photo-fields.ts';
import { layoutsOf, shownPhotos, subscribeShown } from './shown-photos.ts';

/** The props of Decap's image control that the note reads. */
interface PhotoControlProps {
  value?: unknown;
  field: FieldMap;
  getAsset(path: string, field: FieldMap): { path?: string; toString(): string };
}

/** Replaces Decap's image widget by the same widget with the size note under it. */
export function notePhotoSizes(): void {
  const image = CMS.getWidget('image') as { control: unknown; preview?: unknown; schema?: unknown } | undefined;
  if (!image) return;
  // Decap keeps a reference to its control (its validation, its own update rule): a subclass keeps all of it.
  const Control = image.control as ComponentClass<PhotoControlProps>;
  class PhotoControl extends Control {
    override render(): ReactNode {
      return (
        <>
          {super.render()}
          <PhotoSizeNote {...this.props} />
        </>
      );
    }
  }
  (CMS.registerWidget as (name: string, control: unknown, preview: unknown, schema: unknown) => void)(
    'image',
    PhotoControl,
    image.preview,
    image.schema,
  );
}

function PhotoSizeNote({ value, field, getAsset }: PhotoControlProps): ReactNode {
  const shown = useSyncExternalStore(subscribeShown, shownPhotos);
  const written = typeof value === 'string' && value ? value : undefined;
  const layouts = written ? layoutsOf(shown, sourceFileOf(field, written), field) : undefined;
  const size = useNaturalSize(written && layouts ? written : undefined, field, getAsset);
  if (!written || !layouts || !size) return null;
  const advice = sizeAdvice({
    file: written,
    ...size,
    layouts: new Map([...layouts].map((name): [string, LayoutWidths] => [name, LAYOUTS[name]])),
  });
  return advice ? (
    <p role="note" className="photo-size-note" style={{ margin: '8px 0 0', font: '13px/1.45 system-ui, sans-serif', color: '#8a4b00' }}>
      The build will warn: {advice}.
    </p>
  ) : null;
}

/** The pixel size of the photo `written` names, once the editor has loaded it. */
function useNaturalSize(written: string | undefined, field: FieldMap, getAsset: PhotoControlProps['getAsset']) {
  const [size, setSize] = useState<{ for: string; width: number; height: number }>();
  const latest = useRef(getAsset);
  latest.current = getAsset;
  useEffect(() => {
    if (!written) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Decap loads the photo through its backend; until then it hands out a blank stand-in.
    const attempt = (tries: number) => {
      const asset = latest.current(written, field);
      const url = asset.toString();
      if (!url || asset.path === 'empty.svg') {
        if (tries > 0) timer = setTimeout(() => attempt(tries - 1), 250);
        return;
      }
      const img = new Image();
      img.onload = () => !stopped && setSize({ for: written, width: img.naturalWidth, height: img.naturalHeight });
      img.src = url;
    };
    attempt(120);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [written, field]);
  return size && size.for === written ? { width: size.width, height: size.height } : undefined;
}
