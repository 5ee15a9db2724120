import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Loader, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { AmbientLight, Box3, DirectionalLight, HemisphereLight, LoadingManager, PerspectiveCamera, Scene, Vector3, WebGLRenderer, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { BBCODE_TEXT, THREE_DISTANCE, THREE_ZOOM } from '@common/bbcode';
import { modelFileUrl } from './modelFiles';
import classes from './ThreeViewer.module.css';

const ZOOM_STEP = 0.2;
const clampZoom = (z: number) => Math.min(THREE_ZOOM.max, Math.max(THREE_ZOOM.min, Math.round(z * 10) / 10));

/**
 * The three.js scene of a [three] viewer: a glTF/GLB model scaled to fit, orbit by drag,
 * distance 2-10 by wheel or pinch, zoom 0.8-2 by the buttons; 'Failed to load 3D model' when the
 * file cannot be read (or WebGL is missing).
 */
export default function ThreeScene({ src }: { src: string }) {
  const host = useRef<HTMLDivElement>(null);
  const cameraRef = useRef<PerspectiveCamera | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [zoom, setZoom] = useState<number>(THREE_ZOOM.default);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true, alpha: true });
    } catch {
      setState('failed');
      return;
    }
    let disposed = false;
    setState('loading');
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    el.appendChild(renderer.domElement);
    const scene = new Scene();
    scene.add(new HemisphereLight(0xffffff, 0x8897cb, 1.6), new AmbientLight(0xffffff, 0.4));
    const sun = new DirectionalLight(0xffffff, 1.8);
    sun.position.set(3, 5, 4);
    scene.add(sun);
    const camera = new PerspectiveCamera(40, 4 / 3, 0.01, 100);
    camera.position.set(0, 0.4, THREE_DISTANCE.default);
    camera.zoom = clampZoom(zoom);
    cameraRef.current = camera;
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.minDistance = THREE_DISTANCE.min;
    controls.maxDistance = THREE_DISTANCE.max;
    controls.enablePan = false;
    controls.enableDamping = true;

    const resize = () => {
      const w = el.clientWidth || 1;
      const h = el.clientHeight || 1;
      renderer.setSize(w, h, false);
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
    };
    resize();
    const ro = new ResizeObserver(resize);
    ro.observe(el);

    let model: Object3D | null = null;
    const files = new LoadingManager();
    // Every file the model names passes the media rule too (modelFiles.ts).
    files.setURLModifier((url) => modelFileUrl(url));
    new GLTFLoader(files).load(
      src,
      (gltf) => {
        if (disposed) return;
        model = gltf.scene;
        // Scale the model to about 2 units and put its centre at the origin, whatever its units.
        const box = new Box3().setFromObject(model);
        const size = box.getSize(new Vector3()).length() || 1;
        model.scale.setScalar(2 / size);
        const centre = new Box3().setFromObject(model).getCenter(new Vector3());
        model.position.sub(centre);
        scene.add(model);
        setState('ready');
      },
      undefined,
      () => !disposed && setState('failed'),
    );
    renderer.setAnimationLoop(() => {
      controls.update();
      renderer.render(scene, camera);
    });

    return () => {
      disposed = true;
      renderer.setAnimationLoop(null);
      ro.disconnect();
      controls.dispose();
      scene.traverse((o) => {
        const mesh = o as { geometry?: { dispose(): void }; material?: { dispose(): void } | { dispose(): void }[] };
        mesh.geometry?.dispose();
        for (const m of [mesh.material ?? []].flat()) m.dispose();
      });
      renderer.dispose();
      renderer.domElement.remove();
      cameraRef.current = null;
    };
    // The zoom is applied by its own effect; the scene is built once per model.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);

  useEffect(() => {
    const camera = cameraRef.current;
    if (!camera) return;
    camera.zoom = clampZoom(zoom);
    camera.updateProjectionMatrix();
  }, [zoom]);

  return (
    <>
      <div ref={host} className={classes.canvas} />
      {state === 'loading' ? (
        <div className={classes.overlay}>
          <Loader size="sm" color="gray" />
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className={classes.overlay}>
          <Text c="red.7" fw={700} size="sm" data-testid="three-failed">
            {BBCODE_TEXT.threeFailed}
          </Text>
        </div>
      ) : null}
      {state === 'ready' ? (
        <div className={classes.controls}>
          <ActionIcon variant="subtle" color="gray" size="sm" radius="xl" aria-label="Zoom out" disabled={zoom <= THREE_ZOOM.min} onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}>
            <IconZoomOut size={16} />
          </ActionIcon>
          <Text size="xs" fw={700} w={34} ta="center">
            {zoom.toFixed(1)}x
          </Text>
          <ActionIcon variant="subtle" color="gray" size="sm" radius="xl" aria-label="Zoom in" disabled={zoom >= THREE_ZOOM.max} onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}>
            <IconZoomIn size={16} />
          </ActionIcon>
        </div>
      ) : null}
    </>
  );
}
