const fs=require('fs');const dir=process.argv[2];const line=+process.argv[3];
const f=fs.readdirSync(dir).filter(x=>x.endsWith('.cpuprofile')).map(x=>dir+'/'+x).sort((a,b)=>fs.statSync(b).mtimeMs-fs.statSync(a).mtimeMs)[0];
const p=JSON.parse(fs.readFileSync(f));const byId=new Map(p.nodes.map(n=>[n.id,n]));
const self=new Map();p.samples.forEach((s,i)=>self.set(s,(self.get(s)||0)+(p.timeDeltas[i]||0)));
const incl=new Map();const inc=(id)=>{if(incl.has(id))return incl.get(id);const n=byId.get(id);let t=self.get(id)||0;for(const c of n.children||[])t+=inc(c);incl.set(id,t);return t;};
let total=0;for(const [,t] of self) total+=t;
const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
const agg=new Map();
for(const n of p.nodes){if(n.callFrame.lineNumber===line&&n.callFrame.url.includes('.out')){const pa=byId.get(parent.get(n.id));const k=pa.callFrame.functionName+':'+pa.callFrame.lineNumber;agg.set(k,(agg.get(k)||0)+inc(n.id));}}
[...agg].sort((a,b)=>b[1]-a[1]).forEach(([k,t])=>console.log((t/total*100).toFixed(1)+'%',k));
